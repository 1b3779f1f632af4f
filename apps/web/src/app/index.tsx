import { RouterProvider } from 'react-router-dom'
import { AppProvider } from './provider'
import { createAppQueryClient, createAppRouter } from './router'

const router = createAppRouter()
const queryClient = createAppQueryClient(router)

export function App() {
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  )
}
